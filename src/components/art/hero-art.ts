import type { ComponentType } from "react";
import type { ArtProps } from "./kit";
import { AdClick } from "./AdClick";
import { AppDashboard } from "./AppDashboard";
import { ChannelFunnel } from "./ChannelFunnel";
import { CommerceChannels } from "./CommerceChannels";
import { ConvertingSite } from "./ConvertingSite";
import { EquityShare } from "./EquityShare";
import { LeaseCalendar } from "./LeaseCalendar";
import { ResponsiveDevices } from "./ResponsiveDevices";
import { SearchRanking } from "./SearchRanking";
import { ServerUptime } from "./ServerUptime";
import { ServiceHub } from "./ServiceHub";
import { SiteOverSkyline } from "./SiteOverSkyline";
import { SpeedGauge } from "./SpeedGauge";
import { TeamBoard } from "./TeamBoard";
import { WireframeFlow } from "./WireframeFlow";
import type { HeroArtName } from "@/content/types";

/**
 * The hero illustrations by name: a hero block says `art: "seo"` and the Hero draws it in its
 * right half. The one lookup from content to art; a new illustration is added here.
 */
export const heroArt = {
  home: SiteOverSkyline,
  services: ServiceHub,
  "web-design": ResponsiveDevices,
  websites: ConvertingSite,
  seo: SearchRanking,
  ads: AdClick,
  marketing: ChannelFunnel,
  leasing: LeaseCalendar,
  partnership: EquityShare,
  software: AppDashboard,
  commerce: CommerceChannels,
  "ux-design": WireframeFlow,
  hosting: ServerUptime,
  performance: SpeedGauge,
  team: TeamBoard,
} satisfies Record<HeroArtName, ComponentType<ArtProps>>;
