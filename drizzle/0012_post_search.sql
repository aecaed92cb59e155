-- The posts' search index without a pending list (decision 0051). Posts are written rarely and
-- searched often; with the list on, every search reads it whole until a vacuum merges it, and the
-- embedded database is never vacuumed. An ALTER, not a rebuild: the entries already pending move
-- into the index first (the function does nothing once the option is off).
SELECT gin_clean_pending_list('blog_posts_search_idx');--> statement-breakpoint
ALTER INDEX "blog_posts_search_idx" SET (fastupdate = off);
