import { PostNotFound } from "../_components/PostNotFound";

/** notFound() from a post page renders the Post Not Found view (noindex is added by Next.js). */
export default function PostNotFoundBoundary() {
  return <PostNotFound />;
}
