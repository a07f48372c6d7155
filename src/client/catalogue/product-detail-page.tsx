import PlaceholderPage from '../shell/pages/placeholder-page.js';

export default function Screen() {
  return <PlaceholderPage title="" />;
}
