import { sectionKeys, type WebSpecification } from '@fanclub/domain/contract';

/**
 * The three web-spec cookies of docs/web-spec-cookies.md (spec section 3: the specification split
 * into other data and image data in two cookies, and the social links in one). Values are JSON;
 * @fastify/cookie writes them with encodeURIComponent, which is what the site decodes.
 */
export const WEB_SPEC_COOKIES = {
  data: 'fc_web_spec',
  images: 'fc_web_spec_images',
  social: 'fc_social_links',
} as const;

export const webSpecCookieValues = (spec: WebSpecification): Record<string, string> => {
  const sections = (pick: 'imageURL' | 'color') =>
    Object.fromEntries(sectionKeys.map((key) => [key, spec.sections[key][pick]]));
  return {
    [WEB_SPEC_COOKIES.data]: JSON.stringify({
      siteTitle: spec.siteTitle,
      siteDescription: spec.siteDescription,
      mainColor: spec.mainColor,
      secondaryColor: spec.secondaryColor,
      sectionColors: sections('color'),
    }),
    [WEB_SPEC_COOKIES.images]: JSON.stringify({
      siteOGImage: spec.siteOGImage,
      logos: spec.logos,
      favicon: spec.favicon,
      firstViewImagePC: spec.firstViewImagePC,
      firstViewImageMobile: spec.firstViewImageMobile,
      sectionImages: sections('imageURL'),
    }),
    [WEB_SPEC_COOKIES.social]: JSON.stringify({
      tiktokLink: spec.tiktokLink,
      instagramLink: spec.instagramLink,
      xLink: spec.xLink,
      youtubeLink: spec.youtubeLink,
    }),
  };
};
