import LiveTvIcon from "@mui/icons-material/LiveTv";
import { TrainingCreate, TrainingEdit } from "./training-form";
import { TrainingList } from "./training-list";
import { TrainingShow } from "./training-show";

export default {
  list: TrainingList,
  create: TrainingCreate,
  edit: TrainingEdit,
  show: TrainingShow,
  icon: LiveTvIcon,
  recordRepresentation: "title",
};
