import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontal24Regular } from '@fluentui/react-icons';

export interface RowAction {
  label: string;
  onClick: () => void;
  hidden?: boolean;
}

/** The "⋯" menu of a table row; `label` names the row ("Actions for Sam G."). */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        {/* Icon-only, so it fits a phone's narrow last column; 44 px is still an easy tap on a tablet. */}
        <Button
          appearance="subtle"
          aria-label={label}
          icon={<MoreHorizontal24Regular />}
          style={{ minWidth: 44, minHeight: 44 }}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions
            .filter((a) => !a.hidden)
            .map((a) => (
              <MenuItem key={a.label} onClick={a.onClick}>
                {a.label}
              </MenuItem>
            ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
