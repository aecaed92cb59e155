// Stands in for a marketing tag in the browser tests (NEXT_PUBLIC_MARKETING_SRC): it only counts that it ran.
window.__gteTestTags = window.__gteTestTags || {};
window.__gteTestTags.marketing = (window.__gteTestTags.marketing || 0) + 1;
