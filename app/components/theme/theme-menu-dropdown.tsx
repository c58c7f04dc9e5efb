import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import type { ReactNode } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  useFocusItemWhenOpenedByKeyboard,
} from "~/components/ui/dropdown-menu";
import type { OpenedBy } from "~/components/shared/on-demand";
import type { ThemeChoice } from "~/lib/theme";

// The Theme menu itself (Radix DropdownMenu and its popper): loaded on demand
// by theme-control.tsx, not with the page. What the page has already loaded
// (the button's look and icon, saving the choice) comes in as props: imported
// here, it would split the page's own chunk in two.

const CHOICES: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

export interface ThemeMenuDropdownProps {
  choice: ThemeChoice;
  /** Opens at once: the button in its place was pressed before this code had loaded. */
  openedBy: OpenedBy | null;
  onChoose(value: string): void;
  /** The stand-in button's look and icon, so that the real button looks the same. */
  buttonClassName: string;
  buttonIcon: ReactNode;
}

export function ThemeMenuDropdown({ choice, openedBy, onChoose, buttonClassName, buttonIcon }: ThemeMenuDropdownProps) {
  const focusFirstItem = useFocusItemWhenOpenedByKeyboard(openedBy === "keyboard", '[role="menuitemradio"]');
  return (
    <DropdownMenu modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenuTrigger className={buttonClassName} aria-label="Theme" title="Theme">
        {buttonIcon}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        <DropdownMenuRadioGroup value={choice} onValueChange={onChoose}>
          {CHOICES.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
