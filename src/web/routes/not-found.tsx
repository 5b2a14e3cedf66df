import { NotFoundPage } from "~/features/not-found/not-found-page";

export function meta() {
  return [
    { title: "Page Not Found" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: "The page you're looking for doesn't exist or has been moved." },
  ];
}

export default NotFoundPage;
