import SwiftUI

// Surface group: Fonts and line heights
// Surface: Font.custom(_:size:), lineHeight(_:), AttributedString.LineHeight, exact(points:), loose, leading(_:), Font.Leading
// Surface: symbolRenderingMode(.hierarchical), arrowshape.backward.fill

// A type specimen, as a reading app shows its fonts: iOS fonts named by PostScript and family name, and a
// paragraph whose line height springs open and shut.

struct SpecimenRoot: View {
    @State private var airy = false
    private let paragraph = "Springs settle.\nCurves ease.\nFrames flip."

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "arrowshape.backward.fill")
                Spacer()
                Image(systemName: "xmark.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.gray)
            }
            .font(.title2)
            Text("Avenir Next").font(Font.custom("AvenirNext-DemiBold", size: 22))
            Text("Georgia").font(.custom("Georgia-Italic", size: 22))
            Text("Menlo").font(.custom("Menlo-Regular", size: 22))
            Text(paragraph)
                .font(.custom("Avenir Next", size: 17))
                .lineHeight(airy ? AttributedString.LineHeight.loose : .exact(points: 20))
                .background(Color.yellow.opacity(0.3))
            Text(paragraph)
                .font(.body.leading(airy ? Font.Leading.loose : .tight))
                .background(Color.mint.opacity(0.3))
            Button(airy ? "Tighten" : "Loosen") {
                withAnimation(.spring(duration: 0.4, bounce: 0)) { airy.toggle() }
            }
        }
        .padding()
    }
}
