import type { IconType } from 'react-icons';
import { LuBus, LuClipboardCheck, LuFileText, LuGavel, LuGitMerge, LuHouse, LuMapPin, LuScrollText, LuUsers } from 'react-icons/lu';
import type { MENU_ENTRIES } from '@reclamos/shared-types/permissions';

type MenuPath = (typeof MENU_ENTRIES)[number]['path'];

export const MENU_ICONS: Record<MenuPath, IconType> = {
  '/navegador': LuHouse,
  '/navegador/usuario': LuUsers,
  '/navegador/reporte': LuFileText,
  '/navegador/inspeccion': LuClipboardCheck,
  '/navegador/posicion': LuMapPin,
  '/navegador/vehiculos': LuBus,
  '/navegador/infracciones': LuGavel,
  '/navegador/listas': LuGitMerge,
  '/navegador/auditoria': LuScrollText,
};
