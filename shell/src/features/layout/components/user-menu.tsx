import { Suspense, useCallback, useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
// Per-icon paths: the package root's CommonJS build requires an ES module, which jest cannot load.
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { OnFirstOpen, lazyNamed, useActiveBrand, type ActiveBrandView } from '@navia/client-kit';
import { PLANS, type User } from '@navia/contracts';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useTimezoneAction } from '../../timezone/hooks/use-timezone-action';

type MenuItems = NonNullable<MenuProps['items']>;

const BRAND_KEY_PREFIX = 'brand:';
const ADD_BRAND_KEY = 'add-brand';
const TIMEZONE_KEY = 'timezone';
const SIGN_OUT_KEY = 'sign-out';
const DOWNLOAD_DATA_KEY = 'download-data';
const DELETE_ACCOUNT_KEY = 'delete-account';
const API_TOKENS_KEY = 'api-tokens';
const WEBHOOKS_KEY = 'webhooks';
const IMPORT_DATA_KEY = 'import-data';

// Loaded when first opened: most visits never download their data or delete their account.
const DataExportModal = lazyNamed(() => import('../../account-data/components/data-export-modal'), 'DataExportModal');
const ImportDataModal = lazyNamed(() => import('../../account-data/components/import-data-modal'), 'ImportDataModal');
const DeleteAccountModal = lazyNamed(() => import('../../account-data/components/delete-account-modal'), 'DeleteAccountModal');
// The same for Add a Brand (antd's Modal, Form and Input): the header is on every signed-in page, and its closed
// dialog was built, rendered and run on each one's start (issue 16). OnFirstOpen keeps it mounted once opened, so its
// closing animation and `afterClose` still run.
const AddBrandModal = lazyNamed(() => import('../../brands/components/add-brand-modal'), 'AddBrandModal');

/**
 * The brands group: one radio item per brand with a check on the active one (the check is decoration; aria-checked
 * carries the state), a loading row, or the catalogue error; then 'Add Brand', which on a plan without multiple brand
 * profiles reads 'Add Brand (upgrade)' and leads to the pricing page. Nothing for a user without brands (onboarding
 * creates the first one).
 */
function brandItems({ brand, brands, isLoading, error }: ActiveBrandView, canAddBrand: boolean): MenuItems {
  let children: MenuItems;
  if (isLoading) {
    children = [{ key: 'brands-loading', label: 'Loading brands...', icon: <LoadingOutlined aria-hidden />, disabled: true }];
  } else if (error) {
    children = [{ key: 'brands-error', label: error.message, disabled: true }];
  } else {
    children = brands.map((b) => {
      const active = b.id === brand?.id;
      return {
        key: BRAND_KEY_PREFIX + b.id,
        label: b.companyName,
        role: 'menuitemradio',
        'aria-checked': active,
        // The hidden check on the other brands keeps every name at the same indent.
        icon: <CheckOutlined aria-hidden style={active ? undefined : { visibility: 'hidden' }} />,
      };
    });
  }
  if (children.length === 0) return [];
  const addBrand = { key: ADD_BRAND_KEY, label: canAddBrand ? 'Add Brand' : 'Add Brand (upgrade)', icon: <PlusOutlined aria-hidden /> };
  return [{ type: 'group', key: 'brands', label: 'Brands', children }, addBrand, { type: 'divider' }];
}

/** The signed-in user's menu (spec part 1 §2 "Layout"): their brands, the timezone action, API tokens, Webhooks, Download my data, Import data and Delete my account (issue 19), and Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const activeBrand = useActiveBrand();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Stays true once opened: the items keep their text while the menu closes.
  const [shown, setShown] = useState(false);
  const timezone = useTimezoneAction(shown);
  const [addingBrand, setAddingBrand] = useState(false);
  const closeAddBrand = useCallback(() => setAddingBrand(false), []);
  const [exporting, setExporting] = useState(false);
  const closeExport = useCallback(() => setExporting(false), []);
  const [importing, setImporting] = useState(false);
  const closeImport = useCallback(() => setImporting(false), []);
  const [deleting, setDeleting] = useState(false);
  const closeDelete = useCallback(() => setDeleting(false), []);
  const canAddBrand = PLANS[user.plan.key].limits.brand.multipleProfiles;

  const items: MenuItems = [
    ...brandItems(activeBrand, canAddBrand),
    {
      key: TIMEZONE_KEY,
      label: timezone.label,
      title: timezone.title,
      icon: <ClockCircleOutlined aria-hidden />,
      disabled: timezone.isUpdating,
    },
    { key: API_TOKENS_KEY, label: 'API tokens', icon: <KeyOutlined aria-hidden /> },
    { key: WEBHOOKS_KEY, label: 'Webhooks', icon: <ApiOutlined aria-hidden /> },
    { key: DOWNLOAD_DATA_KEY, label: 'Download my data', icon: <DownloadOutlined aria-hidden /> },
    { key: IMPORT_DATA_KEY, label: 'Import data', icon: <UploadOutlined aria-hidden /> },
    { key: DELETE_ACCOUNT_KEY, label: 'Delete my account', icon: <DeleteOutlined aria-hidden />, danger: true },
    { type: 'divider' },
    { key: SIGN_OUT_KEY, label: 'Sign Out', icon: <LogoutOutlined aria-hidden /> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === TIMEZONE_KEY) {
      // The menu stays open so the person sees 'Updating Timezone...' and then the saved zone's name.
      void timezone.run();
      return;
    }
    setOpen(false);
    if (key === SIGN_OUT_KEY) void signOut();
    else if (key === DOWNLOAD_DATA_KEY) setExporting(true);
    else if (key === IMPORT_DATA_KEY) setImporting(true);
    else if (key === DELETE_ACCOUNT_KEY) setDeleting(true);
    else if (key === API_TOKENS_KEY) navigate('/settings/api-tokens');
    else if (key === WEBHOOKS_KEY) navigate('/settings/webhooks');
    else if (key === ADD_BRAND_KEY) {
      if (canAddBrand) setAddingBrand(true);
      else navigate('/pricing');
    } else if (key.startsWith(BRAND_KEY_PREFIX)) activeBrand.selectBrand(key.slice(BRAND_KEY_PREFIX.length));
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        autoFocus
        open={open}
        // Clicks on items close the menu in onClick above; the trigger, Escape and outside clicks land here.
        onOpenChange={(next, { source }) => {
          if (source !== 'trigger') return;
          setOpen(next);
          if (next) setShown(true);
        }}
        // Long brand names wrap instead of pushing the menu past a 375 px screen.
        menu={{ items, onClick, style: { maxWidth: 'calc(100vw - 24px)' } }}
      >
        <Button aria-label={`Account menu for ${user.firstName}`}>
          {user.firstName} <span aria-hidden="true">▾</span>
        </Button>
      </Dropdown>
      <OnFirstOpen open={addingBrand}>
        <AddBrandModal open={addingBrand} onClose={closeAddBrand} />
      </OnFirstOpen>
      {exporting && (
        <Suspense fallback={null}>
          <DataExportModal open onClose={closeExport} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDataModal open onClose={closeImport} />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountModal open onClose={closeDelete} />
        </Suspense>
      )}
    </>
  );
}
