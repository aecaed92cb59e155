/** Where a page's script reports its view (src/pages/api/views.ts); stated once for the route table and the script. */
export const PAGE_VIEWS_PATH = "/api/views";
