// SwiftUI code's `import Combine` (there is no Combine on Linux): the publishers, subjects, `Timer.publish`,
// `ObservableObject` and `@Published` that Flipbook keeps in its view layer, under Combine's module name, so
// that a view model file compiles as it is.
@_exported import FlipbookViews
