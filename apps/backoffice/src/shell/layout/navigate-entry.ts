import type { MenuItem } from '@wms/api';
import { useNavigate } from 'react-router-dom';
import { newWindowUrl, opensInNewWindow } from '../routes/menus.ts';

/** Opens a menu entry as its open mode says: in the layout, or in a new window. */
export function useOpenEntry(): (entry: MenuItem) => void {
  const navigate = useNavigate();
  return (entry) => {
    if (opensInNewWindow(entry)) globalThis.open(newWindowUrl(entry), '_blank', 'noopener');
    else void navigate(entry.path);
  };
}
