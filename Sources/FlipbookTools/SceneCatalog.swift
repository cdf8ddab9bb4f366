import Flipbook
import FlipbookGallery

/// The scenes the commands run: the gallery's, or the views and previews of a user's own files compiled into a
/// program of their own (`flipbook render MyView.swift`). A task-local value, so the commands read the catalogue
/// of the program they run in without a global.
public struct SceneCatalog: Sendable {
    private let listing: @Sendable () -> [GalleryScene]
    private let lookup: @Sendable (String) -> GalleryScene?
    /// The scene run when none is named, if the catalogue has one.
    public let defaultScene: GalleryScene?
    /// What the program shows (`the gallery`, `the files`), and how to list it, for messages.
    public let listAdvice: String
    /// Why a name finds no scene, where the catalogue knows better than "unknown scene".
    private let explainMissing: @Sendable (String) -> String?

    /// A catalogue of `scenes`, in the order `flipbook list` shows them, finding a name with `lookup` (the first
    /// scene of that name by default).
    /// `explainMissing` says why a name finds nothing, when it can.
    public init(scenes: [GalleryScene], defaultScene: GalleryScene? = nil, listAdvice: String,
                lookup: (@Sendable (String) -> GalleryScene?)? = nil,
                explainMissing: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.init(listing: { scenes }, lookup: lookup ?? { name in scenes.first { $0.name == name } },
                  defaultScene: defaultScene, listAdvice: listAdvice, explainMissing: explainMissing)
    }

    /// The gallery's scenes, then the previews compiled into the program (discovered only when listed or when no
    /// gallery scene has the name asked for).
    public static let gallery = SceneCatalog(listing: { Gallery.allScenes }, lookup: Gallery.scene(named:),
                                             listAdvice: "`flipbook list`")

    private init(listing: @escaping @Sendable () -> [GalleryScene], lookup: @escaping @Sendable (String) -> GalleryScene?,
                 defaultScene: GalleryScene? = nil, listAdvice: String,
                 explainMissing: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.listing = listing
        self.lookup = lookup
        self.defaultScene = defaultScene
        self.listAdvice = listAdvice
        self.explainMissing = explainMissing
    }

    /// The catalogue set for this task (a user's program sets its own), if any.
    @TaskLocal public static var current: SceneCatalog?

    /// The catalogue the commands use: the one set for this task, else the gallery.
    public static var active: SceneCatalog { current ?? gallery }

    /// The name that asks for the default scene.
    public static let defaultSceneName = "@default"

    /// Why `name` finds no scene, if the catalogue can say more than that it is unknown.
    public func explanation(ofMissing name: String) -> String? { explainMissing(name) }

    /// Every scene, in order.
    public var scenes: [GalleryScene] { listing() }

    /// The scene with `name`; the default scene for ``defaultSceneName``.
    public func scene(named name: String) -> GalleryScene? {
        name == Self.defaultSceneName ? defaultScene : lookup(name)
    }
}
