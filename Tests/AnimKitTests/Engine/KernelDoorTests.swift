import Foundation
import Testing

/// The frame kernel is behind one door: outside `Sources/AnimKit/Kernel`, no code names its tables, its shared solve
/// or its blend-space memory, and none touches a raw pointer — checked on the source itself, so a shortcut taken
/// around the door fails here.
@Suite("The frame kernel's one door")
struct KernelDoorTests {
    /// What only the kernel may write.
    static let kernelOnly = [
        "RunTable", "TrackTable", "BlendValues", "SharedSolve", "stampCounter", "values.pointer", "UnsafeMutablePointer",
        "UnsafePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", ".pointee", "withUnsafe", "assumingMemoryBound",
        // Curve tables, stamps, the count of layers' own times.
        "CurveTables", "BezierInverse", "TrackMotion", "BlendStamps", "LayerOwnTimes", "BlendValuesPool",
        // Core Animation's animations as rows of the track table: their runs and timing chains, ends, records, places and
        // the kinds of value they write.
        "MediaRun", "AnimationEnds", "TransformEnds", "LayerAnimationTrack", "TrackRecord", "LayerMotion", "KeyPlace", "LayerSlotKind",
        "TimingChain",
        "TimingChains",
        // A view's layer's 3-D transform changed in a block: what its track's row shows.
        "LayerTransformChange",
    ]

    /// Files outside the kernel allowed one of those words, and why.
    static let allowed: [String: (words: Set<String>, reason: String)] = [
        "Color/Color+CoreGraphics.swift": (
            ["UnsafeMutablePointer", ".pointee"], "UIColor.getRed(_:green:blue:alpha:) is UIKit's signature"
        ),
        "Color/Color+HSB.swift": (
            ["UnsafeMutablePointer", ".pointee"],
            "UIColor.getHue(_:saturation:brightness:alpha:) and getWhite(_:alpha:) are UIKit's signatures"
        ),
        "Families/Transactions/View+BeginCommit.swift": (["UnsafeMutableRawPointer"], "beginAnimations(_:context:) is UIKit's signature"),
        "Families/Transactions/AnimateViews.swift": (["UnsafeMutableRawPointer"], "UIKit's animation-did-stop selector"),
        "Families/Transactions/AnimationTransaction.swift": (["UnsafeMutableRawPointer"], "the context UIKit hands back, never read"),
        "CoreAnimation/Paths/CGPath.swift": (
            ["UnsafePointer", ".pointee"], "CGPath(rect:transform:) and its kin are Core Graphics' signatures"
        ),
        "CoreAnimation/Paths/UIBezierPath.swift": (["UnsafePointer"], "setLineDash(_:count:phase:) is UIKit's signature"),
        "Drawing/CGGradient.swift": (["UnsafePointer"], "CGGradient(colorsSpace:colors:locations:) is Core Graphics' signature"),
        "CoreAnimation/Timing/CAMediaTimingFunction.swift": (
            ["UnsafeMutablePointer"], "getControlPoint(_:values:) is Core Animation's signature"
        ),
        "Scrolling/ScrollViewDelegate.swift": (
            ["UnsafeMutablePointer"], "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) is UIKit's signature"
        ),
        "Concurrency/SceneTaskWait.swift": (
            ["withUnsafe"],
            "withUnsafeContinuation: a task waiting on the scene's clock, resumed once; a scene thrown away leaves it waiting"
        ),
        "Concurrency/FileHandle+ReadAll.swift": (
            ["withUnsafe"], "read(2) into a buffer, so that a read a signal interrupts is read again"
        ),
        "Runtime/KeyValueObserving.swift": (
            ["UnsafeMutableRawPointer"], "addObserver(_:forKeyPath:options:context:)'s context, kept to be handed back"
        ),
        "Runtime/KeyValueObservingByName.swift": (
            ["UnsafeMutableRawPointer"], "observeValue(forKeyPath:of:change:context:) and addObserver's context are Foundation's signatures"
        ),
        "Runtime/AssociatedObjects.swift": (
            ["UnsafeRawPointer"], "objc_setAssociatedObject(_:_:_:_:) takes its key as a pointer, as the SDK does; only its address is read"
        ),
        "Checkpoint/UserStoredProperties.swift": (
            ["UnsafeMutablePointer", "UnsafePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", ".pointee", "assumingMemoryBound"],
            "a stored property of the scene's own classes, read and put back at the place Swift's runtime reflection gives; "
                + "its weak ones found in the compiler's field records"
        ),
        "Controllers/CollectionViewController.swift": (
            ["UnsafeMutablePointer"], "it overrides scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), UIKit's signature"
        ),
        "Controllers/TableViewController.swift": (
            ["UnsafeMutablePointer"], "it overrides scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), UIKit's signature"
        ),
    ]

    static var animKitSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AnimKit")
    }

    /// Whether `code` holds `word` — as a whole name when the word is one (`LayerPlace`, not `LayerPlacement`), anywhere
    /// when it is a piece of code (`.pointee`, `withUnsafe`, which prefix longer names).
    static func names(_ code: String, _ word: String) -> Bool {
        guard word.first?.isUppercase == true || word == "layerRows" else { return code.contains(word) }
        var rest = code[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
            let isName = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isName(before) && !isName(after) { return true }
            rest = code[range.upperBound...]
        }
        return false
    }

    @Test("no file outside Sources/AnimKit/Kernel names the kernel's tables or memory, or touches a raw pointer")
    func oneDoor() throws {
        let root = Self.animKitSources
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var kernelFiles = 0
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix("Kernel/") {
                kernelFiles += 1
                continue
            }
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for word in Self.kernelOnly where Self.names(code, word) && Self.allowed[relative]?.words.contains(word) != true {
                Issue.record("\(relative) uses \(word): go through FrameKernel (or ValueSlot) instead")
            }
        }
        #expect(kernelFiles >= 10)
    }

    /// Kernel types the rest of AnimKit may name, and why: the door and the opaque handles it gives out.
    static let handles: [String: String] = [
        "FrameKernel": "the door itself",
        "ValueSlot": "a view's opaque handle on its values in the kernel",
        "LayerKeyValues": "a layer's opaque handle on the numbers of its keys beyond its slot's, in the kernel",
        "RunState": "an inactive animator keeps its run until it is live again",
        "KernelAnimation": "a layer's animation holds its runs and tracks in the kernel's track table, to take them out",
        "PackedOffset": "the blend-space numbers a track adds, which animators and keyframe paths work out",
        "PackedValues": "the blend-space numbers of a view's properties, which properties pack and unpack",
        "PropertyTrack": "an animation block's record of one change, which animators record and hold and the kernel flies",
    ]

    @Test("every type the kernel declares is either kept inside the door or a handle it gives out, with a reason")
    func everyKernelNameIsKnown() throws {
        let root = Self.animKitSources.appendingPathComponent("Kernel")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let declaration = /^(?:public |package )?(?:final )?(?:class|struct|enum|typealias) ([A-Za-z]+)/
        var names: Set<String> = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration) { names.insert(String(match.1)) }
            }
        }
        #expect(names.count > 20)
        for name in names.sorted() where !Self.kernelOnly.contains(name) && Self.handles[name] == nil {
            Issue.record("Kernel/ declares \(name): add it to kernelOnly, or to handles with the reason code outside may name it")
        }
    }
}
