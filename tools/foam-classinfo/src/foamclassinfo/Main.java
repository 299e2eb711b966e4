package foamclassinfo;

import foam.core.ClassInfo;
import foam.core.PropertyInfo;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

/**
 * Lists the properties of every compiled FOAM class, as its Java ClassInfo holds them: one JSON
 * line per class, classes sorted by id, properties in ClassInfo order (own first, then the
 * Java superclass's, as getAxiomsByClass returns them).
 *
 *   {"class":ID,"properties":[{"name":N,"info":I,"value":V},...]}
 *
 * I: the FOAM PropertyInfo base class the property's info extends (its nearest superclass of
 * package foam.core, e.g. foam.core.AbstractLongPropertyInfo): what decides how FOAM's Java
 * parses a journal value. V: getValueClass(), the Java type, and "fobject": whether V is a
 * FOAM class (implements foam.core.FObject).
 *
 * A class is listed when it declares a static getOwnClassInfo() whose id is its own name (a
 * hand-written subclass that inherits its parent's method is not a model). A class that fails
 * to load or initialise is listed with "error".
 */
public class Main {
  public static void main(String[] args) throws IOException {
    Path root = Paths.get(args[0]);
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      files.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
        String rel = root.relativize(p).toString();
        names.add(rel.substring(0, rel.length() - ".class".length()).replace('/', '.'));
      });
    }
    Collections.sort(names);
    List<String> lines = new ArrayList<>();
    ClassLoader loader = Main.class.getClassLoader();
    for (String name : names) {
      if (name.contains("$") && Character.isDigit(name.charAt(name.lastIndexOf('$') + 1))) continue;
      String line = describe(name, loader);
      if (line != null) lines.add(line);
    }
    Collections.sort(lines);
    StringBuilder out = new StringBuilder();
    for (String l : lines) out.append(l).append('\n');
    System.out.print(out);
    System.out.flush();
    // Some classes start threads when initialised; the listing is complete.
    System.exit(0);
  }

  static String describe(String name, ClassLoader loader) {
    Class<?> c;
    Method m;
    try {
      c = Class.forName(name, false, loader);
      if (c.isInterface() || c.isEnum()) return null;
      m = c.getDeclaredMethod("getOwnClassInfo");
      if (!Modifier.isStatic(m.getModifiers())) return null;
    } catch (Throwable t) {
      return null;
    }
    String id = name.replace('$', '.');
    StringBuilder b = new StringBuilder("{\"class\":").append(q(id));
    try {
      ClassInfo info = (ClassInfo) m.invoke(null);
      if (!info.getId().equals(id)) return null;
      b.append(",\"properties\":[");
      boolean first = true;
      for (Object o : info.getAxiomsByClass(PropertyInfo.class)) {
        PropertyInfo p = (PropertyInfo) o;
        if (!first) b.append(',');
        first = false;
        Class<?> value = p.getValueClass();
        b.append("{\"name\":").append(q(p.getName()))
          .append(",\"info\":").append(q(base(p.getClass())))
          .append(",\"value\":").append(q(value == null ? "" : value.getName()))
          .append(",\"fobject\":").append(value != null && foam.core.FObject.class.isAssignableFrom(value))
          .append('}');
      }
      b.append("]}");
    } catch (Throwable t) {
      b.setLength(0);
      b.append("{\"class\":").append(q(id)).append(",\"error\":").append(q(String.valueOf(t))).append('}');
    }
    return b.toString();
  }

  /** The nearest superclass of foam.core's own (the PropertyInfo base the generator chose). */
  static String base(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      if (k.getName().startsWith("foam.core.") && !k.isAnonymousClass()) return k.getName();
    }
    return c.getName();
  }

  static String q(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char ch : s.toCharArray()) {
      if (ch == '"' || ch == '\\') b.append('\\').append(ch);
      else if (ch < 0x20) b.append(String.format("\\u%04x", (int) ch));
      else b.append(ch);
    }
    return b.append('"').toString();
  }
}
