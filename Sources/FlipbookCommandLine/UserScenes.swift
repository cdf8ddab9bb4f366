import Flipbook
import FlipbookGallery
import FlipbookTools
import Foundation

/// The scenes of a program built from a user's files (see `ProgramBuilder`): the `@main` app's first window,
/// the previews (`#Preview`, `PreviewProvider`) and every view that takes no arguments. The program's entry point,
/// written by flipbook, lists them.
public enum UserScenes {
    /// An iPhone's screen in points, the canvas of a scene that names none.
    public static let defaultSize = CGSize(width: 393, height: 852)

    /// The `@main` app, whose first `WindowGroup` is shown.
    public struct AppEntry: Sendable {
        let name: String
        let summary: String
        let window: @MainActor @Sendable () -> (any View)?

        /// The app `name`'s first window, or (with `summary`) another scene shown first, such as a playground
        /// page's live view.
        public init(_ name: String, summary: String? = nil, window: @escaping @MainActor @Sendable () -> (any View)?) {
            self.name = name
            self.summary = summary ?? "app: the first window of @main \(name)"
            self.window = window
        }
    }

    /// A view type of the files, made with no arguments.
    public struct ViewEntry: Sendable {
        let name: String
        let make: @MainActor @Sendable () -> AnyView

        public init<Content: View>(_ name: String, make: @escaping @MainActor @Sendable () -> Content) {
            self.name = name
            self.make = { AnyView(make()) }
        }
    }

    /// The catalogue of the files at `source` compiled into `module`: the app first, then the previews, then the
    /// views. Names are the types' names and the previews' display names; `app:`, `preview:` and `view:` before
    /// a name pick that kind when two share it.
    public static func catalog(source: String, module: String, resources: [URL], app: AppEntry?,
                               views: [ViewEntry]) -> SceneCatalog {
        let appScene = app.map { app in
            GalleryScene(
                name: app.name, summary: app.summary, size: defaultSize,
                script: "none", duration: 3, resources: resources,
                makeView: {
                    guard let window = app.window() else {
                        return AnyView(Text("\(app.name) has no WindowGroup").foregroundStyle(.red))
                    }
                    return AnyView(window)
                })
        }
        let previews = Preview.all.filter { $0.module == module }
        let previewScenes = previews.map { preview in
            let file = preview.fileID.dropFirst(module.count + 1)
            let size = preview.layout == .device ? defaultSize : preview.canvasSize
            let summary = file.isEmpty ? "preview: a PreviewProvider"
                : "preview in \(file):\(preview.line)"
            return GalleryScene(name: preview.displayName, summary: summary, size: size,
                                script: "none", duration: 3, resources: resources, makeView: { preview.makeView() })
        }
        let viewScenes = views.map { view in
            GalleryScene(name: view.name, summary: "view", size: defaultSize, script: "none", duration: 3,
                         resources: resources, makeView: view.make)
        }
        let scenes = (appScene.map { [$0] } ?? []) + previewScenes + viewScenes
        // Without an app, a preview or a view alone, the root Xcode's and Swift Playgrounds' templates name
        // `ContentView` (a Playgrounds app whose `App` file was left out is all views).
        let defaultScene = appScene ?? (previewScenes.count == 1 ? previewScenes[0] : nil)
            ?? (previewScenes.isEmpty && viewScenes.count == 1 ? viewScenes[0] : nil)
            ?? viewScenes.first { $0.name == "ContentView" }
        let kinds = [("app:", "app", appScene.map { [$0] } ?? []), ("preview:", "preview", previewScenes),
                     ("view:", "view", viewScenes)]
        return SceneCatalog(
            scenes: scenes, defaultScene: defaultScene, listAdvice: "`flipbook list \(source)`",
            lookup: { name in
                // A PreviewProvider is listed by its preview's name, as Xcode shows it; its type's name
                // (`ContentView_Previews`) finds it too, under --view as well as --preview.
                func providersPreview(_ typeName: String) -> GalleryScene? {
                    Preview.previewName(ofProvider: typeName).flatMap { wanted in previewScenes.first { $0.name == wanted } }
                }
                for (prefix, _, kind) in kinds where name.hasPrefix(prefix) {
                    let bare = String(name.dropFirst(prefix.count))
                    return kind.first { $0.name == bare } ?? (prefix == "app:" ? nil : providersPreview(bare))
                }
                return scenes.first { $0.name == name } ?? providersPreview(name)
            },
            explainMissing: { name in
                guard let (prefix, kind, candidates) = kinds.first(where: { name.hasPrefix($0.0) }) else { return nil }
                let extra = kind == "view" ? " that takes no arguments (a view runs on its own only with an init() "
                    + "that needs none)" : ""
                let names = candidates.map(\.name)
                return "no \(kind) named '\(name.dropFirst(prefix.count))'\(extra). The files' \(kind)s: "
                    + (names.isEmpty ? "none" : names.joined(separator: ", ")) + "."
            })
    }
}
