import Foundation

/// An image set of the app's asset catalog, as Xcode's generated asset symbols name it
/// (`Image(.hero)` for `Assets.xcassets/HeroImage.imageset`). `flipbook` generates the symbols for the asset
/// catalogs beside a user's files, as Xcode does; a resource is otherwise just the set's name.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    package let name: String

    /// The image set `name`. The bundle is accepted for the generated code's sake; Flipbook looks in the
    /// scene's resource folders.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The image set `resource` names, found as `Image(name)` finds it.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
