import { Home, MoveLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="max-w-md text-center">
        <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">
              <Home aria-hidden="true" />
              Go Home
            </Link>
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <MoveLeft aria-hidden="true" />
            Go Back
          </Button>
        </div>
      </div>
    </main>
  );
}
