import type { IconName } from "@/components/ui/Icon";

export type Cta = {
  label: string;
  href: string;
  variant?: "primary" | "secondary" | "outline" | "light" | "outlineLight";
  icon?: IconName;
};

export type Feature = {
  icon?: IconName;
  title: string;
  description: string;
  items?: readonly string[];
  /** An optional action at the foot of the card (the contact page's call, e-mail, chat and meeting cards). */
  cta?: Cta;
};

export type ServiceCard = {
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  /** Accent of the card's icon tile (a Tailwind gradient pair). */
  color: string;
  link: string;
};

export type Plan = {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
  cta?: Cta;
};

export type Step = { number: string; title: string; description: string };
export type FaqItem = { question: string; answer: string };
export type Stat = { value: string; label: string; description?: string };

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type Tone = "white" | "muted" | "dark" | "brand";

export type NavLink = { label: string; href: string };
