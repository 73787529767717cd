/** Football fixtures for the hot-match carousel; times are set relative to seed time. */
export const DEMO_LEAGUES = [
  {
    league: 'V.League 1',
    teams: ['Hà Nội FC', 'Công An Hà Nội', 'Thép Xanh Nam Định', 'Hoàng Anh Gia Lai', 'Becamex Bình Dương', 'Đông Á Thanh Hóa'],
  },
  { league: 'Premier League', teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham Hotspur'] },
  { league: 'LaLiga', teams: ['Real Madrid', 'FC Barcelona', 'Atletico Madrid', 'Sevilla', 'Valencia', 'Real Sociedad'] },
  { league: 'Serie A', teams: ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'AS Roma', 'Lazio'] },
] as const;

export const DEMO_MATCH_COUNT = 8;
