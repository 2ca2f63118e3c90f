import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import SpeedIcon from "@mui/icons-material/Speed";
import { Box, Collapse, List, ListItemButton, ListItemText, Typography } from "@mui/material";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import {
  AppBar,
  Layout,
  type LayoutProps,
  Menu,
  UserMenu,
  useBasename,
  useGetIdentity,
  useSidebarState,
  useStore,
  useTranslate,
} from "react-admin";
import type { Identity } from "../providers/auth";
import { CUSTOM_PAGES, type CustomPage, entryCount, FOLD_ABOVE, sectionOf, visibleSections } from "./menu-groups";
import { pageOwner } from "./page-title";
import { useCurrentPage, useDocumentTitle } from "./use-page";

const CUSTOM_ICONS: Record<CustomPage, ComponentType> = { "load-test": SpeedIcon };

/**
 * A section of the menu under its heading, which opens and closes it. The section of the page on screen is open
 * (unless closed there); any other is as the person last left it (react-admin's store, in localStorage), and until then
 * closed, or open when the whole menu is short enough to show (`startOpen`). With the sidebar folded to icons the
 * heading gives way and the items stay.
 */
function MenuSection({ id, active, startOpen, children }: { id: string; active: boolean; startOpen: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [chosen, setChosen] = useStore<boolean | undefined>(`menu.section.${id}`);
  // Closed by the person while its page is on screen; forgotten when they leave the section.
  const [closedHere, setClosedHere] = useState(false);
  useEffect(() => {
    if (!active) setClosedHere(false);
  }, [active]);
  const open = active ? !closedHere : (chosen ?? startOpen);
  // A section opened by hand scrolls into view once unfolded (on a phone the drawer is short).
  const [opening, setOpening] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const toggle = () => {
    if (active) setClosedHere(open);
    setChosen(!open);
    setOpening(!open);
  };
  const label = translate(`app.menu.${id}`);
  // Inside react-admin's menu (role menu) only menu items and groups may stand: the heading is the menu item that
  // opens and closes its group.
  return (
    <Box role="group" aria-label={label} ref={group}>
      {sidebarOpen && (
        <ListItemButton role="menuitem" onClick={toggle} aria-expanded={open} sx={{ py: 0.75, mt: 0.5 }}>
          <ListItemText
            primary={label}
            slotProps={{ primary: { variant: "body2", color: active ? "primary" : "text.secondary", sx: { fontWeight: 600 } } }}
          />
          {open ? <ExpandLessIcon fontSize="small" color="action" /> : <ExpandMoreIcon fontSize="small" color="action" />}
        </ListItemButton>
      )}
      <Collapse
        in={open || !sidebarOpen}
        timeout="auto"
        unmountOnExit
        onEntered={() => {
          if (opening) group.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
          setOpening(false);
        }}
      >
        <List component="div" disablePadding>
          {children}
        </List>
      </Collapse>
    </Box>
  );
}

/** A section's development tools (开发工具) under their own caption: never offered in production. */
function DevTools({ pages }: { pages: CustomPage[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [sidebarOpen] = useSidebarState();
  return (
    <Box role="group" aria-label={translate("app.menu.dev_tools")}>
      {sidebarOpen && (
        <Typography aria-hidden variant="caption" component="div" color="text.secondary" sx={{ px: 2, pt: 1, pb: 0.5 }}>
          {translate("app.menu.dev_tools")}
        </Typography>
      )}
      {pages.map((p) => {
        const Icon = CUSTOM_ICONS[p];
        return <Menu.Item key={p} to={`${basename}/${p}`} primaryText={CUSTOM_PAGES[p].label} leftIcon={<Icon />} />;
      })}
    </Box>
  );
}

/**
 * The dashboard, then the sections the role has anything in (visibleSections: ADMIN_ACCESS, as the api checks it),
 * the one holding the page on screen open.
 */
function AppMenu() {
  const { identity } = useGetIdentity();
  const active = sectionOf(pageOwner(useCurrentPage()));
  const sections = visibleSections(identity?.roles ?? [], { devTools: (identity as Identity | undefined)?.devTools === true });
  const startOpen = entryCount(sections) <= FOLD_ABOVE;
  return (
    <Menu>
      <Menu.DashboardItem />
      {sections.map(({ key, resources, devTools }) => (
        <MenuSection key={key} id={key} active={key === active} startOpen={startOpen}>
          {resources.map((r) => (
            <Menu.ResourceItem key={r} name={r} />
          ))}
          {devTools.length > 0 && <DevTools pages={devTools} />}
        </MenuSection>
      ))}
    </Menu>
  );
}

/** The user menu's button is named by the name it shows (axe label-content-name-mismatch), not by 用户菜单. */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName || "ra.auth.user_menu"} />;
}

const NamedAppBar = () => <AppBar userMenu={<NamedUserMenu />} />;

export function AppLayout(props: LayoutProps) {
  useDocumentTitle();
  return <Layout {...props} menu={AppMenu} appBar={NamedAppBar} />;
}
