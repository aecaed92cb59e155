// Stands in for an analytics tag in the browser tests (NEXT_PUBLIC_ANALYTICS_SRC): it only counts that it ran.
window.__gteTestTags = window.__gteTestTags || {};
window.__gteTestTags.analytics = (window.__gteTestTags.analytics || 0) + 1;
