import { useState } from 'react';
import { Tabs } from '../../ui/tabs.js';
import { CategoryTable } from './category-table.js';
import { SubCategoryTable } from './sub-category-table.js';
import './lookup-screens.css';

const TABS = [
  { key: 'categories', label: 'Kategoriler' },
  { key: 'subCategories', label: 'Alt Kategoriler' },
];

/** The two tabs of spec 2 §2.6; /CategoryView shows the same, `readOnly` (no buttons). */
export function CategoryTabs({ readOnly }: { readOnly: boolean }) {
  const [tab, setTab] = useState('categories');
  return (
    <>
      <Tabs tabs={TABS} value={tab} onValue={setTab} testId="category-tabs" />
      <div className="lookup-tab-body">
        {tab === 'categories' ? <CategoryTable readOnly={readOnly} /> : <SubCategoryTable readOnly={readOnly} />}
      </div>
    </>
  );
}
