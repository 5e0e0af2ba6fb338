import { useCallback, useEffect, useState } from 'react';
import type { UserList } from '@reclamos/shared-types/users/schemas';
import { notifyError } from '../../lib/notify.ts';
import { listUsers } from './users-api.ts';

/** The users table's rows; `reload` fetches them again (after every change, as the spec does). */
export function useUserList() {
  const [users, setUsers] = useState<UserList>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listUsers(controller.signal)
      .then((list) => setUsers(list))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notifyError(error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => {
    setLoading(true);
    setVersion((value) => value + 1);
  }, []);

  return { users, loading, reload };
}
