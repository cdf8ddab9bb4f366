import Flipbook
import Foundation

extension GalleryScene {
    /// A preview compiled into the program, as a scene named `preview-` and its name in lower case with
    /// dashes (`#Preview("Like button")` is `preview-like-button`, `SliderDial_Previews` is
    /// `preview-slider-dial`), with no script.
    init(preview: Preview) {
        var words = ""
        var previous: Character = " "
        for character in preview.displayName {
            // `SliderDial` reads as two words, as `Slider dial` does.
            if character.isUppercase && previous.isLowercase { words.append("-") }
            words.append(character.isLetter || character.isNumber ? character : "-")
            previous = character
        }
        let slug = words.lowercased().split(separator: "-").joined(separator: "-")
        self.init(name: "preview-\(slug)", summary: "\(preview.displayName) (\(preview.origin))", size: preview.canvasSize, script: "none",
                  duration: 3, makeView: { preview.makeView() })
    }
}

extension Gallery {
    /// The previews compiled into the program (`#Preview` and `PreviewProvider`), as scenes.
    public static let previews: [GalleryScene] = Preview.all.map(GalleryScene.init(preview:))

    /// The gallery's scenes, then the previews.
    public static let allScenes: [GalleryScene] = scenes + previews
}
