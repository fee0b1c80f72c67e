/**
 * Every antd export the shell and the remotes use, and so the one list behind two build steps:
 *  - the antd module the shell provides to the remotes (Module Federation share key 'antd'): these components and
 *    nothing else, so a remote's first page does not download all of antd (docs/performance.md, issue 16);
 *  - the style sheet built from these components at build time (packages/client-kit/build/antd-style-sheet.tsx),
 *    so antd does not generate their CSS in the browser.
 * A build fails when an app imports from 'antd' a value that is not listed here (SharedExportsPlugin), so adding a
 * component means adding it here, and the shell that provides it is rebuilt with it. Type-only imports need nothing.
 */
export {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Modal,
  Progress,
  Radio,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
