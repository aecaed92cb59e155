import { Calendar, Clock, User } from "lucide-react";
import { formatLongDate } from "@/lib/dates";
import { postPage } from "@/content/blog";

/** Author, long US date and read time of a post. */
export function PostMeta({ author, date, readTime, className = "" }: { author: string; date: Date; readTime: number; className?: string }) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 ${className}`}>
      <li className="flex items-center gap-1.5">
        <User aria-hidden="true" className="h-4 w-4" />
        <span>
          <span className="sr-only">{postPage.by} </span>
          {author}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="h-4 w-4" />
        <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        <span>{postPage.minRead(readTime)}</span>
      </li>
    </ul>
  );
}
