import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';

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
        <Button appearance="subtle" aria-label={label}>
          ⋯
        </Button>
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
