import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import SpeedIcon from "@mui/icons-material/Speed";
import { Box, Collapse, List, ListItemButton, ListItemText } from "@mui/material";
import type { ReactNode } from "react";
import { Layout, type LayoutProps, Menu, useBasename, useGetIdentity, useSidebarState, useStore, useTranslate } from "react-admin";
import { mayAccess } from "@/api/contract/admin";
import { MENU_GROUPS } from "./menu-groups";

/**
 * A group of the menu under its heading, open unless the person closed it (remembered); hidden when the role may open
 * none of it. With the sidebar folded to icons the heading gives way and the items stay.
 */
function MenuGroup({ id, children }: { id: string; children: ReactNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`menu.group.${id}`, true);
  const label = translate(`app.menu.${id}`);
  // Inside react-admin's menu (role menu) only menu items and groups may stand: the heading is the menu item that
  // opens and closes its group.
  return (
    <Box role="group" aria-label={label}>
      {sidebarOpen && (
        <ListItemButton role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ py: 0.5, mt: 1 }}>
          <ListItemText primary={label} slotProps={{ primary: { variant: "caption", color: "text.secondary", sx: { fontWeight: 600 } } }} />
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      )}
      <Collapse in={open || !sidebarOpen} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {children}
        </List>
      </Collapse>
    </Box>
  );
}

/** The dashboard, then each group's lists that the role may open (ADMIN_ACCESS, as the api checks it). */
function AppMenu() {
  const { identity } = useGetIdentity();
  // The router serves the whole site; react-admin's links live under its basename (/admin).
  const basename = useBasename();
  const roles: string[] = identity?.roles ?? [];
  const operator = roles.includes("operator");
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map(({ key, resources }) => {
        const allowed = resources.filter((r) => mayAccess(roles, r, "read"));
        const tools = key === "system" && operator;
        if (!allowed.length && !tools) return null;
        return (
          <MenuGroup key={key} id={key}>
            {allowed.map((r) => (
              <Menu.ResourceItem key={r} name={r} />
            ))}
            {tools && <Menu.Item to={`${basename}/load-test`} primaryText="app.load_test.title" leftIcon={<SpeedIcon />} />}
          </MenuGroup>
        );
      })}
    </Menu>
  );
}

export function AppLayout(props: LayoutProps) {
  return <Layout {...props} menu={AppMenu} />;
}
