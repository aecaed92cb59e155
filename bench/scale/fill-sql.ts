/**
 * The SQL that fills a scratch database to a size, one statement each (the embedded database's
 * driver takes one at a time). Rows are made by generate_series on the database itself, so
 * 200,000 leads take seconds, not a client's round trips. Every value comes from hashtext of the row
 * number and a label, so both databases get the same rows at the same size and a run can be
 * repeated. Only the columns the app writes are named: generated columns, defaults and whatever
 * indexes the migrations made fill themselves.
 *
 * Dates stay inside the privacy policy's periods (src/content/retention.ts: inquiries two years,
 * job applications and the audit log one, sent mail 90 days), so the retention pass that runs at
 * the server's start finds nothing to delete and the figures are of the rows filled.
 */
import { BUDGET_OPTIONS, REVENUE_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "@/lib/schemas/form-constants";
import { positions } from "@/content/careers";
import { CHANNELS } from "@/lib/attribution";
import * as c from "./corpus";

export type FillSize = { posts: number; leads: number };

/** The other inboxes beside the contact messages (which are the size's leads, and what the export measures). */
export const INBOX_SHARE = { accessRequests: 0.2, partnershipApplications: 0.05, jobApplications: 0.1, newsletterSubscribers: 0.5 };

const DAY = 86_400;
const POST_SPAN_DAYS = 6 * 365;

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `ARRAY[${values.map(lit).join(",")}]::text[]`;
/** 0 to 2³²-1 from a text expression: hashtext is the same function on PostgreSQL and PGlite. */
const hash = (expr: string) => `(hashtext(${expr})::bigint + 2147483648)`;
/** The row's own number g and a label: a different draw for each label. */
const rnd = (label: string) => hash(`g::text || ${lit(`:${label}`)}`);
const pick = (values: readonly string[], label: string) => `(${arr(values)})[1 + ${rnd(label)} % ${values.length}]`;
const percent = (label: string, p: number) => `(${rnd(label)} % 100 < ${p})`;
const ago = (days: number, label: string) => `(now() - (${rnd(label)} % ${days * DAY}) * interval '1 second')`;

/** A lead's stage: new when it came in the last ten days (and one in twenty older ones), else mostly contacted, some proposals, won and lost. */
const stageOf = (t: string) =>
  `(case when received > now() - interval '10 days' or ${percent(`${t}:open`, 5)} then 'new' else ${pick(["contacted", "contacted", "contacted", "proposal", "won", "lost"], `${t}:stage`)} end)`;

/** The stage columns (stage, value_dollars, lost_reason, stage_changed_at) of a lead of table `t`: a value from proposal on, a reason when lost. */
function stageValues(t: string): string {
  const stage = stageOf(t);
  return `${stage},
       case when ${stage} in ('proposal', 'won', 'lost') then 1500 + ${rnd(`${t}:value`)} % 60000 end,
       case when ${stage} = 'lost' then ${pick(["Chose another agency.", "The budget went to a hire instead.", "Project put off until next year.", "No answer after the proposal."], `${t}:lost`)} end,
       case when ${stage} <> 'new' then least(now(), received + (1 + ${rnd(`${t}:moved`)} % 30) * interval '1 day') end`;
}

/** Pages visits enter by and leads land on; campaigns some of them carry (the lead report groups by both). */
const LANDINGS = [
  "/",
  "/contact",
  "/web-design-atlanta",
  "/seo-atlanta",
  "/ppc-atlanta",
  "/digital-marketing-atlanta",
  "/services/seo",
  "/services/websites",
  "/website-leasing",
  "/blog",
  "/about",
  "/careers",
];
const CAMPAIGNS = ["spring-newsletter", "fall-newsletter", "google-search-atlanta", "facebook-local", "linkedin-partners"];

/** Where a lead of table `t` came from (channel, attribution): one in ten not recorded, three in ten with a campaign. */
function sourceValues(t: string): string {
  return `case when ${percent(`${t}:src`, 10)} then null else ${pick(CHANNELS, `${t}:ch`)} end,
       case when not ${percent(`${t}:src`, 10)} then jsonb_build_object('sentFrom', '/contact', 'consented', true, 'landingPath', ${pick(LANDINGS, `${t}:land`)})
         || case when ${percent(`${t}:utm`, 30)} then jsonb_build_object('utm', jsonb_build_object('source', 'newsletter', 'medium', 'email', 'campaign', ${pick(CAMPAIGNS, `${t}:camp`)})) else '{}'::jsonb end end`;
}

/** A year of counted page views: each day, page and entry channel (and views within a visit), as the counter adds them. */
function pageViews(): string {
  const views = `(hashtext(d::text || p || ch)::bigint + 2147483648)`;
  return `
insert into page_views (day, path, channel, views)
select to_char(current_date - d, 'YYYY-MM-DD'), p, ch, 1 + ${views} % case when ch = 'within-visit' then 400 else 60 end
  from generate_series(0, 364) d, unnest(${arr(LANDINGS)}) p, unnest(${arr([...CHANNELS, "within-visit"])}) ch`;
}

/** A person who wrote to the site: name, e-mail, phone and when, drawn for table `t`. */
function people(t: string, n: number, days: number): string {
  return `(select g, fn || ' ' || ln as name, lower(fn || '.' || ln) || '.' || g || '@' || dom as email, phone, received,
                  fn, ln
             from (select g, ${pick(c.FIRST_NAMES, `${t}:fn`)} as fn, ${pick(c.LAST_NAMES, `${t}:ln`)} as ln,
                          ${pick(c.MAIL_DOMAINS, `${t}:dom`)} as dom,
                          '(' || ${pick(["404", "470", "678", "770"], `${t}:ac`)} || ') 555-' || lpad((${rnd(`${t}:ph`)} % 10000)::text, 4, '0') as phone,
                          ${ago(days, `${t}:at`)} as received
                     from generate_series(1, ${n}) g) p) x`;
}

function posts(n: number): string {
  const topic = (field: "title" | "prose" | "category") => arr(c.TOPICS.map((t) => t[field]));
  // The intro, closing and excerpt say {t} and {a}; the last step puts the post's topic and audience in.
  return `
with seed as materialized (
  select array_agg('<h2>' || s.part order by p.id, s.n) as sections
    from blog_posts p, regexp_split_to_table(p.content, '<h2>') with ordinality as s(part, n)
   where s.n > 1
), images as materialized (
  select array_agg(featured_image_url order by id) as urls, array_agg(coalesce(featured_image_alt, '') order by id) as alts from blog_posts
), drawn as (
  select g, 1 + ${rnd("t")} % ${c.TOPICS.length} as t, 1 + ${rnd("a")} % ${c.AUDIENCES.length} as a, 4 + ${rnd("k")} % 4 as k,
         1 + ${rnd("img")} % (select cardinality(urls) from images) as img,
         -- A few posts are scheduled for later and a few are drafts: the public lists leave both out.
         case when g % 997 = 500 then now() + (1 + g % 20) * interval '1 day'
              else now() - ((g - 1)::bigint * ${POST_SPAN_DAYS * DAY} / ${n} + ${rnd("d")} % 3600) * interval '1 second' end as published_date,
         g % 53 <> 26 as published,
         ${pick(c.TITLE_PATTERNS, "title")} as pattern,
         ${pick(c.EXCERPTS, "excerpt")} as excerpt_pattern,
         case when g % 33 = 7 then ${lit(c.INTRO_WITHOUT_COMMON_WORD)} else ${pick(c.INTROS, "intro")} end as intro
    from generate_series(1, ${n}) g
), named as (
  select d.*, (${topic("title")})[t] as tt, (${topic("prose")})[t] as tp, (${topic("category")})[t] as category,
         (${arr(c.AUDIENCES.map((a) => a.title))})[a] as aud_title, (${arr(c.AUDIENCES.map((a) => a.prose))})[a] as aud
    from drawn d
), written as materialized (
  select x.*,
         replace(replace(replace(replace(pattern, '{T}', tt), '{A}', aud_title), '{Y}', extract(year from published_date)::int::text), '{N}', (3 + g % 7)::text) as title,
         replace(replace(excerpt_pattern, '{t}', tp), '{a}', aud) as excerpt,
         replace(replace(
           '<p>' || intro || '</p>'
           || case when g % ${c.RARE_EVERY} = ${c.RARE_EVERY / 2} then ${lit(`\n<p>${c.RARE_PARAGRAPH}</p>`)} else '' end
           || E'\\n' || (select string_agg(seed.sections[1 + ${hash(`g::text || ':s:' || k`)} % cardinality(seed.sections)], E'\\n' order by k)
                             from seed, generate_series(1, x.k) k)
           || E'\\n<p>' || ${lit(c.CLOSING)} || '</p>',
         '{t}', tp), '{a}', aud) as content
    from named x
)
insert into blog_posts (title, slug, excerpt, author, published_date, modified_date, category, featured_image_url, featured_image_alt,
                        read_time, content, meta_description, keywords, tags, published)
select w.title,
       trim(both '-' from lower(regexp_replace(w.title, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || w.g,
       w.excerpt,
       ${pick(["Andre Whitaker", "Daniel Okafor", "Keisha Monroe", "Maria Castellanos"], "author")},
       w.published_date,
       case when ${rnd("m")} % 4 = 0 and w.published_date < now() - interval '30 days'
            then w.published_date + (${rnd("md")} % 30) * interval '1 day' else w.published_date end,
       w.category, i.urls[w.img], i.alts[w.img],
       greatest(2, round(length(w.content) / 1200.0))::int,
       w.content, w.excerpt,
       w.tp || ', ' || w.aud || ', Atlanta web design',
       jsonb_build_array(w.tt, w.category),
       w.published
  from written w, images i`;
}

const SERVICES = SERVICE_OPTIONS.map((s) => s.value);
const BUDGETS = BUDGET_OPTIONS.map((b) => b.value);
const TIMELINES = TIMELINE_OPTIONS.map((t) => t.value);
const REVENUES = REVENUE_OPTIONS.map((r) => r.value);

function contacts(n: number): string {
  return `
insert into contact_submissions (name, email, phone, company, message, source, services_interested, project_budget, timeline, stage, value_dollars, lost_reason, stage_changed_at, channel, attribution, idempotency_key, created_at)
select name, email, phone,
       case when ${percent("c:co", 80)} then ln || ' ' || ${pick(c.BUSINESS_KINDS, "c:kind")} end,
       ${pick(c.MESSAGE_OPENINGS, "c:m1")} || ' ' || ${pick(c.MESSAGE_NEEDS, "c:m2")} || ' ' || ${pick(c.MESSAGE_DETAILS, "c:m3")},
       ${pick(["contact-page", "contact-page", "home", "api"], "c:src")},
       case when ${percent("c:sv", 85)} then ${pick(SERVICES, "c:svc")} end,
       case when ${percent("c:bg", 80)} then ${pick(BUDGETS, "c:budget")} end,
       case when ${percent("c:tl", 80)} then ${pick(TIMELINES, "c:timeline")} end,
       ${stageValues("c")},
       ${sourceValues("c")},
       gen_random_uuid()::text, received
  from ${people("c", n, 725)}`;
}

function accessRequests(n: number): string {
  return `
insert into access_requests (name, email, phone, company, business_description, status, submitted_at, decided_at, decided_by, idempotency_key)
select name, email, phone, ln || ' ' || ${pick(c.BUSINESS_KINDS, "a:kind")}, ${pick(c.BUSINESS_DESCRIPTIONS, "a:desc")}, status, received,
       case when status <> 'pending' then least(now(), received + (1 + ${rnd("a:wait")} % 72) * interval '1 hour') end,
       case when status <> 'pending' then ${lit(c.ADMIN_EMAIL)} end,
       gen_random_uuid()::text
  from (select x.*, case when received > now() - interval '3 days' or ${percent("a:open", 5)} then 'pending'
                         when ${percent("a:ok", 75)} then 'approved' else 'rejected' end as status
          from ${people("a", n, 725)}) y`;
}

function partnershipApplications(n: number): string {
  return `
insert into partnership_applications (business_name, industry, name, email, phone, revenue_range, description, stage, value_dollars, lost_reason, stage_changed_at, channel, attribution, idempotency_key, created_at)
select ln || ' ' || ${pick(c.BUSINESS_KINDS, "p:kind")}, ${pick(c.INDUSTRIES, "p:ind")}, name, email, phone,
       ${pick(REVENUES, "p:rev")}, ${pick(c.PARTNERSHIP_DESCRIPTIONS, "p:desc")},
       ${stageValues("p")},
       ${sourceValues("p")},
       gen_random_uuid()::text, received
  from ${people("p", n, 725)}`;
}

function jobApplications(n: number): string {
  return `
insert into job_applications (position_slug, position_title, name, email, phone, profile_url, cover_note, stage, value_dollars, lost_reason, stage_changed_at, channel, attribution, idempotency_key, created_at)
select (${arr(positions.map((p) => p.slug))})[i], (${arr(positions.map((p) => p.title))})[i], name, email, phone,
       case when ${percent("j:url", 70)} then 'https://www.linkedin.com/in/' || lower(fn || '-' || ln) || '-' || g end,
       ${pick(c.COVER_NOTES, "j:note")},
       ${stageValues("j")},
       ${sourceValues("j")},
       gen_random_uuid()::text, received
  from (select x.*, 1 + ${rnd("j:pos")} % ${positions.length} as i from ${people("j", n, 360)}) y`;
}

function newsletterSubscribers(n: number): string {
  return `
insert into newsletter_subscribers (email, status, confirm_token_hash, source, created_at, confirmed_at, unsubscribed_at)
select email, status, case when status = 'pending' then md5('confirm' || g) end, ${pick(["blog", "newsletter-page"], "n:src")}, received,
       case when status <> 'pending' then received + (1 + ${rnd("n:conf")} % 120) * interval '1 minute' end,
       case when status = 'unsubscribed' then least(now(), received + (1 + ${rnd("n:unsub")} % 300) * interval '1 day') end
  from (select x.*, case when ${percent("n:st", 10)} then 'pending' when ${percent("n:un", 15)} then 'unsubscribed' else 'confirmed' end as status
          from ${people("n", n, 725)}) y`;
}

/** The mail a lead sets off: the notification to the agency and the visitor's acknowledgement, nearly all sent. */
function outbox(n: number): string {
  const kinds = ["contact-notification", "contact-ack", "access-request-notification", "access-request-ack", "partnership-notification", "job-application-ack"];
  return `
insert into outbox (kind, to_address, reply_to, subject, text_body, attempts, next_attempt_at, sent_at, failed_at, last_error, created_at)
select kind,
       case when kind like '%-notification' then 'hello@gatewaytech.example' else email end,
       case when kind like '%-notification' then email else 'hello@gatewaytech.example' end,
       case when kind like '%-notification' then 'New inquiry: ' || name else 'Thanks for getting in touch with Gateway Tech Enterprises' end,
       'Name: ' || name || E'\\nEmail: ' || email || E'\\nPhone: ' || phone || E'\\n\\nMessage:\\n'
         || ${pick(c.MESSAGE_NEEDS, "o:m")} || ' ' || ${pick(c.MESSAGE_DETAILS, "o:d")}
         || E'\\n\\nReceived ' || to_char(received, 'YYYY-MM-DD HH24:MI') || E' UTC.\\n\\nGateway Tech Enterprises\\n(404) 555-0142',
       case when state = 'queued' then 0 else 1 end,
       case when state = 'queued' then now() + interval '5 minutes' else received end,
       case when state = 'sent' then received + (2 + ${rnd("o:sent")} % 30) * interval '1 second' end,
       case when state = 'failed' then received + interval '6 hours' end,
       case when state = 'failed' then '550 5.1.1 mailbox unavailable' end,
       received
  from (select x.*, ${pick(kinds, "o:kind")} as kind,
               case when ${rnd("o:st")} % 1000 < 5 then 'failed' when ${rnd("o:st")} % 1000 < 7 then 'queued' else 'sent' end as state
          from ${people("o", n, 88)}) y`;
}

/** Sign-ins at the gate, most of them, and the owner's work in the console. */
function auditLog(n: number): string {
  return `
insert into audit_log (created_at, actor, action, outcome, target, ip, session_id, code_id, detail)
select received,
       case when console then ${lit(c.ADMIN_EMAIL)} else 'visitor:' || email end,
       case when console then ${pick(c.ADMIN_ACTIONS, "u:action")} else 'gate.verify' end,
       case when console or ${percent("u:ok", 85)} then 'ok' else 'rejected' end,
       case when console then 'contact_submission:' || (1 + ${rnd("u:target")} % 100000) end,
       '203.0.113.' || (1 + ${rnd("u:ip")} % 254),
       1 + ${rnd("u:session")} % 5000,
       1 + ${rnd("u:code")} % 400,
       case when console then null else jsonb_build_object('email', email) end
  from (select x.*, ${percent("u:console", 35)} as console from ${people("u", n, 360)}) y`;
}

/** Every statement of a fill, in order, named for the log. */
export function fillStatements(size: FillSize): { name: string; sql: string }[] {
  const share = (k: keyof typeof INBOX_SHARE) => Math.round(size.leads * INBOX_SHARE[k]);
  return [
    { name: "blog posts", sql: posts(size.posts) },
    { name: "contact submissions", sql: contacts(size.leads) },
    { name: "access requests", sql: accessRequests(share("accessRequests")) },
    { name: "partnership applications", sql: partnershipApplications(share("partnershipApplications")) },
    { name: "job applications", sql: jobApplications(share("jobApplications")) },
    { name: "newsletter subscribers", sql: newsletterSubscribers(share("newsletterSubscribers")) },
    { name: "outbox", sql: outbox(size.leads) },
    { name: "audit log", sql: auditLog(size.leads) },
    { name: "page views", sql: pageViews() },
  ].filter((s) => !/generate_series\(1, 0\)/.test(s.sql));
}

/** What the bench needs to know of a filled database: row counts and the posts the public sees. */
export const SUMMARY_SQL = `
select (select count(*) from blog_posts)::int as posts,
       (select count(*) from blog_posts where published and published_date <= now())::int as public_posts,
       (select count(*) from blog_posts where published and published_date <= now() and content like ${lit(`%${c.RARE_WORD}%`)})::int as rare_posts,
       (select count(*) from blog_posts where published and published_date <= now() and content ilike ${lit(`%${c.COMMON_WORD}%`)})::int as common_posts,
       (select count(*) from contact_submissions)::int as contact_submissions,
       (select count(*) from access_requests)::int as access_requests,
       (select count(*) from partnership_applications)::int as partnership_applications,
       (select count(*) from job_applications)::int as job_applications,
       (select count(*) from newsletter_subscribers)::int as newsletter_subscribers,
       (select count(*) from contact_submissions where name like ${lit(`%${c.SEARCHED_SURNAME}%`)})::int as searched_surname_contacts,
       (select count(*) from outbox)::int as outbox,
       (select count(*) from audit_log)::int as audit_log,
       (select pg_database_size(current_database()))::bigint as bytes`;
