/**
 * The blocks a first screen shows besides the menu, loaded together: one file instead of one
 * under 1 KB each (src/app/block-registry.ts).
 */
export { default as StoriesBlock } from '../blocks/stories/stories.block';
export { default as BannersBlock } from '../blocks/banners/banners.block';
export { default as BranchesTeaserBlock } from '../blocks/branches-teaser/branches-teaser.block';
export { default as FooterBlock } from '../blocks/footer/footer.block';
