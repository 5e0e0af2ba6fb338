import { useState } from 'react';
import { notifyError } from '../notify.ts';

/**
 * The submit every form dialog shares: `saving` while the call runs (the footer's spinner, the
 * spec's loading overlay), the server's Spanish message as a red notice when it fails. `run`
 * answers true: the values were valid, whatever the server said (FormDialog then keeps focus).
 */
export function useDialogSubmit() {
  const [saving, setSaving] = useState(false);
  async function run(call: () => Promise<void>): Promise<true> {
    setSaving(true);
    try {
      await call();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
    return true;
  }
  return { saving, run };
}
