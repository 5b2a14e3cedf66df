import { catalogueMeta } from "~/lib/seo";
import { HomePage } from "~/sites/swisshack/pages/home-page";

export const meta = catalogueMeta("home");

export default HomePage;
