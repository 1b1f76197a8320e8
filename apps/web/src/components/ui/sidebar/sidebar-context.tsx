import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from '@vigila/domain';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie.ts';
import { useIsMobile } from './use-is-mobile.ts';

export interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /**
   * True from the first time the sidebar collapses to icons on this page: the entries then take their tooltips
   * (whose code loads then) and keep them, so later toggles do not remount the entries.
   */
  iconTooltips: boolean;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** shadcn/ui sidebar behaviour: cookie-persisted collapse, ctrl/meta+b, a slide-in panel below 768 px. */
export function SidebarProvider({
  children,
  defaultOpen = true,
}: {
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const [iconTooltips, setIconTooltips] = useState(false);
  if (!open && !isMobile && !iconTooltips) setIconTooltips(true);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      iconTooltips,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, iconTooltips],
  );

  const widths = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
  } as CSSProperties;

  return (
    <SidebarContext.Provider value={value}>
      <div style={widths} className="group/sidebar-wrapper flex min-h-svh w-full">
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
