import { NoAccountPage } from "~/components/account/no-account-page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => pageTitle("Login");

export default function Login() {
  return <NoAccountPage heading="Login" />;
}
