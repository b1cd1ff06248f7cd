import { localized } from '../../../domain/localized';
import { themedBand } from '../../../domain/theme';
import { useStorefront } from '../../../tenant/storefront-context';
import { Img } from '../../../ui/img';
import type { Group } from '../menu.queries';

export const GROUP_COVER = { width: 720, height: 240, quality: 80 } as const;
const ICON = { width: 64, height: 64, quality: 90 } as const;

/** A group's title as the merchant drew it: cover picture, icon on its circle, band colour. */
export function GroupHeader({ group }: { group: Group }) {
  const { image, lang, settings } = useStorefront();
  const band = group.bgColor && /^#[0-9a-f]{6}$/i.test(group.bgColor) ? group.bgColor : null;
  return (
    <div
      className={`group-head${band ? ' group-head--band' : ''}`}
      style={band ? themedBand(band, settings.isDark === true) : undefined}
    >
      {group.image && (
        <Img
          className="group-head__cover"
          src={image(group.image, GROUP_COVER)}
          alt=""
          width={GROUP_COVER.width}
          height={GROUP_COVER.height}
          loading="lazy"
        />
      )}
      <h2 className="group-title">
        {group.icon && (
          <span className="group-title__icon" style={{ background: group.iconBgColor ?? undefined }}>
            <Img src={image(group.icon, ICON)} alt="" width={28} height={28} loading="lazy" />
          </span>
        )}
        <span className="group-title__text">{localized(group.name, lang)}</span>
      </h2>
    </div>
  );
}
