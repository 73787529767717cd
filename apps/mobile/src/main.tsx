import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand, brandImages } from '@playdeck/brand';
import { brandThemeClass } from './brand-theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div className={brandThemeClass}>
      <img src={brandImages.logo} alt={brand.name} />
      {BRAND_FLAGS.CBS3 ? <span>cbs3-on-marker</span> : null}
    </div>
  </StrictMode>,
);
