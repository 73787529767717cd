import type { PlatformModule } from '../platform-module';
import { registerAnnouncementCalls } from './announcements';
import { registerBannerCalls } from './banners';
import { registerHelpCenterCalls } from './help-center';
import { registerHotMatchCalls } from './hot-matches';
import { registerImageRoutes } from './images/image-routes';
import { registerInfoPageCalls } from './info-pages';
import { registerJackpotCalls } from './jackpot';
import { registerPopupCalls } from './popups';
import { registerPromotionCalls } from './promotions';
import { registerReadMarkCalls } from './read-marks';
import { registerWinnerCalls } from './winners';

export const contentModule: PlatformModule = (app, services) => {
  registerBannerCalls(app, services);
  registerAnnouncementCalls(app, services);
  registerReadMarkCalls(app, services);
  registerPopupCalls(app, services);
  registerPromotionCalls(app, services);
  registerHelpCenterCalls(app, services);
  registerInfoPageCalls(app, services);
  registerHotMatchCalls(app, services);
  registerWinnerCalls(app, services);
  registerJackpotCalls(app, services);
  registerImageRoutes(app, services);
};
