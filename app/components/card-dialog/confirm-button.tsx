import { useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";

/** A button whose action is confirmed first in an alert dialog (nothing is lost by a slip). */
export function ConfirmButton({
  children,
  title,
  description,
  confirmText,
  onConfirm,
  focusAfterConfirm,
}: {
  /** The trigger: a single button element. */
  children: ReactNode;
  title: string;
  description: ReactNode;
  confirmText: string;
  onConfirm(): void;
  /** Where focus goes once confirmed, when the trigger itself goes away or is disabled. */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  const confirmed = useRef(false);
  return (
    <AlertDialog onOpenChange={(open) => open && (confirmed.current = false)}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const target = confirmed.current ? focusAfterConfirm?.() : null;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >{confirmText}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
