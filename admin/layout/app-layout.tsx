import SpeedIcon from "@mui/icons-material/Speed";
import { Layout, type LayoutProps, Menu, useBasename, useGetIdentity } from "react-admin";

/** The menu: the dashboard, every resource the user may list, then the operators' own tool 压测. */
function AppMenu() {
  const { identity } = useGetIdentity();
  // The router serves the whole site; react-admin's links live under its basename (/admin).
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {identity?.roles?.includes("operator") && (
        <Menu.Item to={`${basename}/load-test`} primaryText="app.load_test.title" leftIcon={<SpeedIcon />} />
      )}
    </Menu>
  );
}

export function AppLayout(props: LayoutProps) {
  return <Layout {...props} menu={AppMenu} />;
}
