import { create } from 'zustand';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';

/**
 * The open SOS alerts a supervisor's screens show (banner, Principal, map), as the server last
 * said: the list on every (re)connect, then each `sosAlerta` and `sosAtendida` of the socket.
 * UI state only: nothing of it is kept on the device.
 */
interface SosDeskState {
  open: SosAlert[];
  setOpen: (alerts: SosAlert[]) => void;
  /** Returns whether it was new (the alarm sounds only then). */
  raised: (alert: SosAlert) => boolean;
  closed: (id: number) => void;
}

export const useSosDesk = create<SosDeskState>()((set, get) => ({
  open: [],
  setOpen: (alerts) => set({ open: alerts }),
  raised: (alert) => {
    if (alert.atendida || get().open.some((known) => known.id === alert.id)) return false;
    set({ open: [...get().open, alert] });
    return true;
  },
  closed: (id) => set({ open: get().open.filter((alert) => alert.id !== id) }),
}));
