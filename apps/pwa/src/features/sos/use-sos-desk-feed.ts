import { useEffect } from 'react';
import { alarmBeep } from './beep.ts';
import { fetchOpenAlerts } from './sos-api.ts';
import { useSosDesk } from './sos-desk-store.ts';
import { holdSocket } from './sos-socket.ts';

/**
 * A supervisor's feed of SOS alerts, on every signed-in screen: the live socket pushes each new
 * alert (the alarm sounds) and each attended one; the open list is read again on every
 * (re)connect, so one who signs in or regains coverage later still sees what is open.
 */
export function useSosDeskFeed(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const desk = useSosDesk.getState();
    let alive = true;
    const refresh = () => {
      fetchOpenAlerts()
        .then((alerts) => {
          if (!alive) return;
          const before = new Set(useSosDesk.getState().open.map((alert) => alert.id));
          desk.setOpen(alerts);
          if (alerts.some((alert) => !before.has(alert.id))) alarmBeep();
        })
        .catch(() => undefined);
    };
    const release = holdSocket((socket) => {
      const onAlert = (alert: Parameters<typeof desk.raised>[0]) => {
        if (useSosDesk.getState().raised(alert)) alarmBeep();
      };
      const onAttended = (alert: { id: number }) => useSosDesk.getState().closed(alert.id);
      socket.on('connect', refresh);
      socket.on('sosAlerta', onAlert);
      socket.on('sosAtendida', onAttended);
      if (socket.connected) refresh();
      return () => {
        socket.off('connect', refresh);
        socket.off('sosAlerta', onAlert);
        socket.off('sosAtendida', onAttended);
      };
    });
    refresh();
    return () => {
      alive = false;
      release();
      desk.setOpen([]);
    };
  }, [enabled]);
}
