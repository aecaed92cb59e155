import type { ReactNode } from "react";
import { homeContact } from "@/content/home";
import { ContactBlock } from "./ContactBlock";
import { Section } from "./Section";

/** The contact band at the bottom of / (anchor #contact); `form` is the contact form island. */
export function HomeContactSection({ form }: { form?: ReactNode }) {
  return (
    <Section id="contact" eyebrow={homeContact.eyebrow} title={homeContact.title} description={homeContact.description} tone="muted">
      <div className="mx-auto max-w-3xl">{form}</div>
      <div className="mt-12">
        <ContactBlock />
      </div>
    </Section>
  );
}
