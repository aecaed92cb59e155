import { homeContact } from "@/content/home";
import { HomeContactForm } from "@legacy/components/forms/HomeContactForm";
import { ContactBlock } from "./ContactBlock";
import { Section } from "./Section";

/** The contact band at the bottom of / (anchor #contact). */
export function HomeContactSection() {
  return (
    <Section id="contact" eyebrow={homeContact.eyebrow} title={homeContact.title} description={homeContact.description} tone="muted">
      <div className="mx-auto max-w-3xl">
        <HomeContactForm />
      </div>
      <div className="mt-12">
        <ContactBlock />
      </div>
    </Section>
  );
}
