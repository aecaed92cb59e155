import type { ComponentType } from "react";
import type { BlogCategory } from "@/content/blog-posts/types";
import type { ArtProps } from "./kit";
import { AppDashboard } from "./AppDashboard";
import { ChannelFunnel } from "./ChannelFunnel";
import { CommerceChannels } from "./CommerceChannels";
import { EquityShare } from "./EquityShare";
import { ResponsiveDevices } from "./ResponsiveDevices";
import { WireframeFlow } from "./WireframeFlow";

/**
 * A blog category's illustration: the cover of every post in it that has no uploaded picture
 * (the seed's title cards stay what they are for, the picture a shared link shows). The one
 * lookup from category to art; a category without an entry gets the web design drawing.
 */
export const categoryArt = {
  "Business Strategy": EquityShare,
  "Web Design": ResponsiveDevices,
  "Software Development": AppDashboard,
  "Digital Marketing": ChannelFunnel,
  "E-commerce": CommerceChannels,
  "UI/UX Design": WireframeFlow,
} satisfies Record<BlogCategory, ComponentType<ArtProps>>;
