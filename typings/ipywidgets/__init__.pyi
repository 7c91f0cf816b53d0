# Type stubs for the part of ipywidgets 8 the course's widgets use (ipywidgets ships no
# type hints). mypy reads them through `mypy_path` in pyproject.toml; they describe the
# real API (traitlets attributes as plain attributes), they are not run.
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

_V = TypeVar("_V")

class Layout:
    width: str | None
    height: str | None
    display: str | None
    visibility: str | None
    margin: str | None
    padding: str | None
    border: str | None
    flex_flow: str | None
    flex_wrap: str | None
    align_items: str | None
    justify_content: str | None
    min_width: str | None
    max_width: str | None
    overflow: str | None
    grid_template_columns: str | None
    grid_gap: str | None
    def __init__(self, **kwargs: Any) -> None: ...

class Style:
    button_color: str | None
    text_color: str | None
    font_weight: str
    font_size: str | None
    text_decoration: str
    description_width: str
    def __init__(self, **kwargs: Any) -> None: ...

class Widget:
    layout: Layout
    style: Style
    def __init__(self, **kwargs: Any) -> None: ...
    def observe(self, handler: Callable[[dict[str, Any]], object], names: str | Sequence[str] = ...,
                type: str = ...) -> None: ...
    def unobserve(self, handler: Callable[[dict[str, Any]], object], names: str | Sequence[str] = ...,
                  type: str = ...) -> None: ...
    def add_class(self, className: str) -> Widget: ...
    def remove_class(self, className: str) -> Widget: ...
    def close(self) -> None: ...
    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None: ...

DOMWidget = Widget

class Box(Widget):
    children: Sequence[Widget]
    def __init__(self, children: Sequence[Widget] = ..., **kwargs: Any) -> None: ...

class VBox(Box): ...
class HBox(Box): ...
class GridBox(Box): ...

class _Described(Widget):
    description: str
    disabled: bool
    tooltip: str | None

class Button(_Described):
    button_style: str
    icon: str
    def on_click(self, callback: Callable[[Button], object], remove: bool = ...) -> None: ...

class _ValueWidget(_Described, Generic[_V]):
    value: _V
    def __init__(self, value: _V = ..., **kwargs: Any) -> None: ...

class HTML(_ValueWidget[str]):
    placeholder: str

class Label(_ValueWidget[str]): ...

class Text(_ValueWidget[str]):
    placeholder: str
    continuous_update: bool

class Textarea(Text): ...

class IntText(_ValueWidget[int]):
    continuous_update: bool

class BoundedIntText(IntText):
    min: int
    max: int

class Checkbox(_ValueWidget[bool]):
    indent: bool

class ToggleButton(_ValueWidget[bool]):
    button_style: str
    icon: str

class _Selection(_ValueWidget[Any]):
    options: Sequence[Any]
    index: int | None
    label: str | None

class Dropdown(_Selection): ...
class ToggleButtons(_Selection):
    button_style: str
    tooltips: Sequence[str]
class RadioButtons(_Selection): ...

class Output(Widget):
    outputs: tuple[dict[str, Any], ...]
    def clear_output(self, wait: bool = ...) -> None: ...
    def __enter__(self) -> Output: ...
    def __exit__(self, *args: object) -> None: ...
