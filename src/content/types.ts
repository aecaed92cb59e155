/** The icons content may name; src/components/ui/Icon.tsx draws each (a new one is added in both). */
export type IconName =
  | "Briefcase"
  | "Code"
  | "Cpu"
  | "Palette"
  | "Server"
  | "Search"
  | "Megaphone"
  | "Gauge"
  | "KeyRound"
  | "ShoppingCart"
  | "Handshake"
  | "Layers"
  | "Globe"
  | "Smartphone"
  | "Shield"
  | "ShieldCheck"
  | "Lock"
  | "Zap"
  | "TrendingUp"
  | "BarChart3"
  | "ChartLine"
  | "Users"
  | "UserCheck"
  | "Phone"
  | "Mail"
  | "MessageCircle"
  | "MessageSquare"
  | "Calendar"
  | "CalendarCheck"
  | "MapPin"
  | "Clock"
  | "Star"
  | "CheckCircle2"
  | "Check"
  | "ArrowRight"
  | "Building2"
  | "Store"
  | "Truck"
  | "Car"
  | "Wrench"
  | "Stethoscope"
  | "Utensils"
  | "GraduationCap"
  | "Scale"
  | "Landmark"
  | "HeartPulse"
  | "Dumbbell"
  | "Hammer"
  | "Rocket"
  | "Target"
  | "Lightbulb"
  | "Sparkles"
  | "Award"
  | "Trophy"
  | "Heart"
  | "Laptop"
  | "Monitor"
  | "Database"
  | "Cloud"
  | "Cog"
  | "LifeBuoy"
  | "Headphones"
  | "RefreshCw"
  | "FileText"
  | "PenTool"
  | "Layout"
  | "LayoutDashboard"
  | "MousePointerClick"
  | "Accessibility"
  | "Eye"
  | "Keyboard"
  | "DollarSign"
  | "Wallet"
  | "PiggyBank"
  | "Percent"
  | "Timer"
  | "Infinity"
  | "HardDrive"
  | "Activity"
  | "Boxes"
  | "Package"
  | "CreditCard"
  | "Send"
  | "Share2"
  | "Quote"
  | "Play"
  | "Compass"
  | "Workflow"
  | "GitBranch"
  | "Terminal"
  | "Blocks"
  | "Network"
  | "Newspaper"
  | "BookOpen"
  | "ClipboardCheck"
  | "Flag"
  | "Hourglass"
  | "Gem"
  | "Factory"
  | "Warehouse"
  | "ShoppingBag"
  | "Scissors"
  | "Paintbrush"
  | "Home"
  | "Coffee"
  | "Puzzle"
  | "Plane"
  | "Camera"
  | "Sprout";

/** The hero illustrations content may name; src/components/art/hero-art.ts draws each. */
export type HeroArtName =
  | "home"
  | "services"
  | "web-design"
  | "websites"
  | "seo"
  | "ads"
  | "marketing"
  | "leasing"
  | "partnership"
  | "software"
  | "commerce"
  | "ux-design"
  | "hosting"
  | "performance"
  | "team";

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

/** A titled group of short tags: a technology stack by layer, industries a solution is ideal for, integrations by kind. */
export type TagGroup = {
  icon?: IconName;
  title: string;
  description?: string;
  /** A small caption above the tags, e.g. "Ideal for". */
  label?: string;
  tags: readonly string[];
};

export type Column = { icon?: IconName; title: string; paragraphs: readonly string[]; list?: readonly string[] };

export type QuoteCard = {
  /** A short headline over the quote. */
  title: string;
  quote: string;
  /** Who said it, as far as the page may say: a role and a kind of business, no name. */
  role: string;
  /** Where the business is. */
  place: string;
  /** The trade, as an icon beside the attribution. */
  icon: IconName;
};

export type SectionHeading = { id?: string; eyebrow?: string; title?: string; description?: string; tone?: Tone };

export type TeamMember = {
  name: string;
  role: string;
  /** What they do for clients, in a sentence or three. */
  bio: string;
};

export type HeroProps = {
  eyebrow?: string;
  title: string;
  /** Part of the title set in the brand color on its own line. */
  highlight?: string;
  description: string;
  ctas?: readonly Cta[];
  stats?: readonly Stat[];
  note?: string;
  /** The illustration beside the copy, by name (src/components/art/hero-art.ts). */
  art?: HeroArtName;
};

/** The layouts a mockup can show, one per kind of client site. */
export type MockupVariant = "storefront" | "services" | "dashboard" | "booking" | "portfolio";
