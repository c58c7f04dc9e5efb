import { NoAccountPage } from "~/components/account/no-account-page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => pageTitle("Signup");

export default function Signup() {
  return <NoAccountPage heading="Signup" />;
}
