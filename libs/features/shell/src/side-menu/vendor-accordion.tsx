import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameCategory, VendorStructure } from '@playdeck/api';
import * as styles from './vendor-accordion.css';
import { categoryLabelKey, vendorPath } from './vendor-path';

function Chevron() {
  return (
    <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Game categories in menu order, one open at a time, each listing its vendors' game lists (spec section 2, Side menu). */
export function VendorAccordion({ structure }: { structure: VendorStructure }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState<GameCategory | null>(null);
  return (
    <ul className={styles.list} data-testid="side-menu-categories">
      {structure.sorting.map(({ gameCategory }) => {
        const open = expanded === gameCategory;
        const panelId = `${id}-${gameCategory}`;
        return (
          <li key={gameCategory} className={styles.category} data-category={gameCategory}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setExpanded(open ? null : gameCategory)}
              >
                {t(categoryLabelKey(gameCategory))}
                <Chevron />
              </button>
            </h3>
            <ul id={panelId} className={styles.vendors} hidden={!open}>
              {(structure.mapping[gameCategory] ?? []).map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link to={vendorPath(vendor)} className={styles.vendor}>
                    {vendor.displayName}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
