import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '../button.tsx';

/** Below 768 px the sidebar is a Radix Dialog sliding in from the left; `label` names it. */
export function SidebarMobilePanel({
  open,
  onOpenChange,
  label,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[vigila-fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          data-mobile="true"
          className="fixed inset-y-0 left-0 z-50 flex h-full w-(--sidebar-width-mobile) max-w-[85vw] flex-col border-r bg-sidebar text-sidebar-foreground shadow-xl outline-none data-[state=open]:animate-[vigila-slide-in-left_250ms_ease-out]"
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          {children}
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
